/**
 * Attachments of an agreement (附件): a form control whose value is the contract's FileRef list. Each
 * chosen file is checked, read as base64 and sent to /api/v1/file/upload; the answer's name and url join
 * the list. Links open the stored file in a new tab (its random id is the capability, no header needed).
 */
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload, message, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { FILE_UPLOAD_EXTENSIONS, type FileRef } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { post } from '@/platform/request';
import { uploadFileRef } from '@/platform/upload';
import { checkAttachment } from './files';

export { FILE_UPLOAD_URL, uploadFileRef } from '@/platform/upload';
const MAX_FILES = 20;

export interface FileListFieldProps {
  value?: FileRef[] | null;
  onChange?: (files: FileRef[]) => void;
  disabled?: boolean;
}

export function FileListField({ value, onChange, disabled }: FileListFieldProps) {
  const files = value ?? [];
  // Several files may finish uploading one after another; each appends to the latest list.
  const latest = useRef(files);
  latest.current = files;
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const list: UploadFile[] = [
    ...files.map((f, i) => ({ uid: `${i}-${f.url}`, name: f.name, status: 'done' as const, url: f.url })),
    ...uploading,
  ];
  return (
    <Upload
      multiple
      fileList={list}
      disabled={disabled}
      accept={FILE_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
      showUploadList={{ showRemoveIcon: !disabled }}
      iconRender={() => <PaperClipOutlined />}
      onPreview={(f) => { if (f.url) window.open(f.url, '_blank', 'noopener'); }}
      onRemove={(f) => { onChange?.(files.filter((x, i) => `${i}-${x.url}` !== f.uid)); return true; }}
      beforeUpload={async (file) => {
        const err = checkAttachment(file);
        if (err) { void message.error(err); return Upload.LIST_IGNORE; }
        if (files.length + uploading.length >= MAX_FILES) { void message.error(`附件最多${MAX_FILES}个`); return Upload.LIST_IGNORE; }
        const pending: UploadFile = { uid: `up-${file.uid}`, name: file.name, status: 'uploading' };
        setUploading((u) => [...u, pending]);
        const saved = await uploadFileRef(file);
        setUploading((u) => u.filter((x) => x.uid !== pending.uid));
        if (saved) {
          latest.current = [...latest.current, saved];
          onChange?.(latest.current);
        }
        return Upload.LIST_IGNORE;
      }}
    >
      {!disabled && <Button icon={<UploadOutlined />}>上传附件</Button>}
    </Upload>
  );
}
