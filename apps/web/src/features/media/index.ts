// The media feature's public face: the upload field of the create forms.
export { UploadField } from './components/upload-field';
