export { TextInput, type TextInputProps } from './TextInput';
export { TextArea, type TextAreaProps } from './TextArea';
export { MoneyText, type MoneyTextProps } from './MoneyText';
export { Countdown, type CountdownProps } from './Countdown';
export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export * from './rules';
export { FormText, FormTextArea, type FormTextProps } from './FormFields';
