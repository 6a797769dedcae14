/*
 * Push notifications on this device (issue 26): the browser's subscription (api/push-device.ts) and the
 * controls that turn it on and off (the account page's, and the dashboard's invitation). What other features
 * and the app may use; the service worker's side is src/sw/.
 */
export { forgetDevicePush } from './api/push-device';
export {
  DeviceNotificationsControl,
  NotificationsPrompt,
  notificationsPitch,
} from './components/device-notifications';
