/**
 * The attributes of an HTML invoker button (`commandfor` + `command`): the browser opens or closes
 * the target <dialog> by itself, before and without script. React passes them through as written;
 * its DOM types do not list them yet, hence the cast.
 */
export const invokes = (dialogId: string, command: 'show-modal' | 'close'): Record<string, string> => ({
  commandfor: dialogId,
  command,
});
