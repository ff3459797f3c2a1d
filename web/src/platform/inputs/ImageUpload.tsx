import { PlusOutlined } from '@ant-design/icons';
import { Upload, message, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { uploadFileRef } from '../upload';
import { checkImage, keepLast } from './rules';

export interface ImageUploadProps {
  /** URL of the stored image. */
  value?: string | null;
  onChange?: (url: string | undefined) => void;
}

const urlOf = (f: UploadFile): string | undefined => {
  const r = f.response as { code?: number; data?: { url?: string } } | undefined;
  return r?.data?.url ?? f.url;
};

/** Image upload: JPEG/GIF/PNG only, size warning over 2 MB (the file is still accepted), keeps the last file. */
export function ImageUpload({ value, onChange }: ImageUploadProps) {
  const [files, setFiles] = useState<UploadFile[]>(value ? [{ uid: '-1', name: 'image', status: 'done', url: value }] : []);
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const check = checkImage(file);
    if (check.error) void message.error(check.error);
    return check.accept ? true : Upload.LIST_IGNORE;
  };
  return (
    <Upload
      listType="picture-card"
      accept="image/jpeg,image/gif,image/png"
      customRequest={({ file, onSuccess, onError }) => {
        void uploadFileRef(file as File).then((ref) => (ref ? onSuccess?.({ code: 200, data: ref }) : onError?.(new Error('上传失败'))));
      }}
      fileList={files}
      beforeUpload={beforeUpload}
      onChange={({ fileList, file }) => {
        const kept = keepLast(fileList);
        setFiles(kept);
        if (file.status === 'done' || file.status === 'removed') onChange?.(kept[0] ? urlOf(kept[0]) : undefined);
      }}
    >
      <div><PlusOutlined /><div style={{ marginTop: 8 }}>上传</div></div>
    </Upload>
  );
}
