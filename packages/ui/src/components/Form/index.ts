export { Form, type FormProps, type ServerErrors } from "./Form";
