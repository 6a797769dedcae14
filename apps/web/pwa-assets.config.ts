import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

/**
 * The app's icons, made from the favicon by `npm run icons` (@vite-pwa/assets-generator) into public/, and
 * committed: the sizes browsers ask of an installable app (192 and 512), a maskable one for Android's
 * shaped icons (the logo inside the safe zone, on its own green), and the iPhone's home-screen icon.
 */
const green = '#39d177';

export default defineConfig({
  preset: {
    ...minimal2023Preset,
    maskable: { sizes: [192, 512], padding: 0.3, resizeOptions: { background: green } },
    apple: { sizes: [180], padding: 0.3, resizeOptions: { background: green } },
  },
  images: ['public/favicon.svg'],
});
