export { Toaster, type ToasterProps } from "./Toasts";
export {
  createToastStore,
  defaultToastPosition,
  type Toast,
  type ToastOptions,
  type ToastPosition,
  type ToastStatus,
  type ToastStore,
  type ToastStoreOptions,
  type ToastTone,
  type ToastUpdate,
  toastAutoClose,
  toastExitDuration,
  toastLimit,
  toastPositions,
  toasts,
  toastTones,
} from "./toastStore";
