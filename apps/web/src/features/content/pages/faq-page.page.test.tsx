import { describePage } from '@/testing/page-test';

// A page of texts: nothing of its own to load, so one state.
describePage('the faq page', '/faq', { filled: {} });
