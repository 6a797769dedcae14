/**
 * What else a sign-out ends on this device, registered by what owns it (the app registers push's: the device's
 * notifications), run by `useSignOut` once the session is over. A module of its own, with nothing in it, so the
 * first pages can register without loading the session's code.
 */
const tasks = new Set<() => Promise<void>>();

/** Runs `task` after every sign-out on this device. */
export function onSignOut(task: () => Promise<void>): void {
  tasks.add(task);
}

/** The registered tasks, one after another. */
export async function runSignOutTasks(): Promise<void> {
  for (const task of tasks) await task();
}
