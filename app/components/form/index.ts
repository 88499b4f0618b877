export { schemaConstraints, type TConstraints, type TFieldConstraint } from "./constraints.ts";
export { failureResult, isRefused, replyErrors, typedValue, type TFormResult, type TReplyErrors } from "./errors.ts";
export {
  ErrorIcon,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldScope,
  describedBy,
  fieldClass,
  inputClass,
  invalidInputClass,
  useFieldState,
  type TFieldState,
  type TLook,
} from "./FieldParts.tsx";
export { CheckboxField, ChoiceGroup, SelectField, TextField, type TOption } from "./Fields.tsx";
export { AppForm, ErrorSummary, SubmitButton, useAppForm, type TAppForm } from "./Form.tsx";
export { replyFor, replyIntent, useFormReply, type TFormAnswer, type TFormReply, type TSent } from "./reply.ts";
