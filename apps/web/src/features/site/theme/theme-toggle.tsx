import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { type Theme, useTheme } from './theme';

const OPTIONS: Array<{ value: Theme; label: MessageDescriptor; Icon: typeof Sun }> = [
  { value: 'light', label: msg`Light`, Icon: Sun },
  { value: 'dark', label: msg`Dark`, Icon: Moon },
  { value: 'system', label: msg`System`, Icon: Monitor },
];

/**
 * The spec's theme switcher: light, dark or system, remembered in localStorage. A small menu button written
 * by hand (WAI-ARIA menu button pattern, menuitemradio items) rather than Radix's DropdownMenu: it sits in
 * the header of every page, and the dropdown with its positioning engine would add ~17 KB gzip to first load.
 */
export function ThemeToggle() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const TriggerIcon = resolvedTheme === 'dark' ? Moon : Sun;

  useEffect(() => {
    if (!open) return;
    // Focus the checked item on open, as a menu of radio items does.
    itemRefs.current[
      Math.max(
        0,
        OPTIONS.findIndex((option) => option.value === theme),
      )
    ]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, theme]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') setOpen(false);
    else if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div ref={rootRef} className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={t`Theme`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <TriggerIcon aria-hidden="true" className="!size-5" />
      </Button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t`Theme`}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full end-0 z-50 mt-2 min-w-40 animate-fade-in rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {OPTIONS.map(({ value, label, Icon }, index) => (
            <button
              key={value}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={theme === value}
              tabIndex={-1}
              onClick={() => {
                setTheme(value);
                close(true);
              }}
              className={cn(
                'flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-start text-sm outline-none hover:bg-accent focus-visible:bg-accent',
                theme === value && 'font-semibold',
              )}
            >
              <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="flex-1">{i18n._(label)}</span>
              {theme === value && <Check className="size-4 text-primary" aria-hidden="true" />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
