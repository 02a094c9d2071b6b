export { Dialog, type DialogProps } from "./Dialog";
export { DialogTrigger, type DialogTriggerProps, Modal, type ModalProps } from "./Modal";
export * from "./modalSizes";
