#!/usr/bin/env python3
"""Fills the French and Arabic msgstr of a catalogue from 'msgid|||fr|||ar' lines (a translator's sheet)."""
import re, sys
part, sheets = sys.argv[1], sys.argv[2:]
tr = {}
for sheet in sheets:
    for line in open(sheet, encoding='utf8'):
        line = line.rstrip('\n')
        if not line.strip(): continue
        mid, fr, ar = line.split('|||')
        tr[mid] = {'fr': fr, 'ar': ar}
def esc(s): return s.replace('\\', '\\\\').replace('"', '\\"')
def unesc(s): return s.replace('\\"', '"').replace('\\\\', '\\')
missing = []
for lang in ['fr', 'ar']:
    path = (f'../api/locales/{lang}/{part}.po' if part == 'server' else f'src/locales/{lang}/{part}.po')
    text = open(path, encoding='utf8').read()
    blocks = text.split('\n\n')
    out = []
    for block in blocks:
        m = re.search(r'^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)', block, re.M)
        if not m:
            out.append(block); continue
        mid = unesc(''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1))))
        if mid == '':
            out.append(block); continue
        cur = unesc(''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(2))))
        new = tr.get(mid, {}).get(lang)
        if new is None:
            if not cur: missing.append((lang, mid))
            out.append(block); continue
        block = block[:m.start(2)] + '"' + esc(new) + '"' + ('\n' if m.group(2).endswith('\n') else '') + block[m.end(2):]
        out.append(block)
    open(path, 'w', encoding='utf8').write('\n\n'.join(out))
for lang, mid in missing: print('MISSING', lang, mid)
print(len(missing), 'missing')
