// Every web test renders in English, from the catalogues as the build compiles them (lingui.config.ts).
import { i18n } from '@lingui/core';
import { messages as admin } from '../locales/en/admin.po';
import { messages as app } from '../locales/en/app.po';
import { messages as content } from '../locales/en/content.po';
import { messages as more } from '../locales/en/more.po';

i18n.load('en', { ...app, ...more, ...content, ...admin });
i18n.activate('en');
