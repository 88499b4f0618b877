export {
  AppForm,
  ErrorIcon,
  ErrorSummary,
  SubmitButton,
  TextField,
  inputClass,
  invalidInputClass,
  replyFor,
  useAppForm,
  useFormReply,
  type TFormResult,
} from "./Form.tsx";
