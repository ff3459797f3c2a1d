/**
 * Form controls of the product editor: a list of places picked in the shared area tree (出发地, 目的地),
 * and the cover images (JPEG/GIF/PNG, the upload rules of SPEC section 5, stored through the shared
 * file upload), each a value/onChange control for a form item.
 */
import { PlusOutlined } from '@ant-design/icons';
import { DatePicker, Space, Tag, Upload, message, type UploadFile } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import type { FileRef, ProductAreaRef } from '@ta/contract';
import { AreaCascader } from '@/platform/area';
import { checkImage } from '@/platform/inputs';
import { uploadFileRef } from '../../merchant/shared/FileListField';
import { addArea, areaRefOfPath } from '../product-model';

export interface AreaRefsFieldProps {
  value?: ProductAreaRef[] | null;
  onChange?: (v: ProductAreaRef[]) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/** Several places: each pick of the cascader adds one tag; a tag's close removes it. */
export function AreaRefsField({ value, onChange, disabled, placeholder = '选择地区后自动添加，可选多个', id }: AreaRefsFieldProps) {
  const list = value ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={4}>
      <AreaCascader id={id} value={[]} disabled={disabled} placeholder={placeholder} allowClear={false}
        onChange={(_path, nodes) => {
          const ref = areaRefOfPath(nodes);
          if (ref) onChange?.(addArea(list, ref));
        }} />
      {list.length > 0 && (
        <div className="ta-area-tags">
          {list.map((a, i) => (
            <Tag key={`${a.country_id}-${a.province_id}-${a.city_id}-${a.county_id}`} color="blue" closable={!disabled}
              onClose={(e) => { e.preventDefault(); onChange?.(list.filter((_, j) => j !== i)); }}>{a.name}</Tag>
          ))}
        </div>
      )}
    </Space>
  );
}

const MAX_COVERS = 10;

/** Cover images (up to 10): JPEG/GIF/PNG only; over 2 MB is warned and still accepted (SPEC section 5). */
export function CoverImagesField({ value, onChange, disabled }: { value?: FileRef[] | null; onChange?: (v: FileRef[]) => void; disabled?: boolean }) {
  const files = value ?? [];
  const latest = useRef(files);
  latest.current = files;
  const [uploading, setUploading] = useState(0);
  const list: UploadFile[] = files.map((f, i) => ({ uid: `${i}-${f.url}`, name: f.name, status: 'done', url: f.url, thumbUrl: f.url }));
  return (
    <Upload listType="picture-card" accept="image/jpeg,image/gif,image/png" fileList={list} disabled={disabled} multiple
      onPreview={(f) => { if (f.url) window.open(f.url, '_blank', 'noopener'); }}
      onRemove={(f) => { onChange?.(files.filter((x, i) => `${i}-${x.url}` !== f.uid)); return true; }}
      beforeUpload={async (file) => {
        const check = checkImage(file);
        if (check.error) void message.error(check.error);
        if (!check.accept) return Upload.LIST_IGNORE;
        if (latest.current.length + uploading >= MAX_COVERS) { void message.error(`封面图片最多${MAX_COVERS}张`); return Upload.LIST_IGNORE; }
        setUploading((n) => n + 1);
        const saved = await uploadFileRef(file);
        setUploading((n) => n - 1);
        if (saved) {
          latest.current = [...latest.current, saved];
          onChange?.(latest.current);
        }
        return Upload.LIST_IGNORE;
      }}>
      {!disabled && files.length < MAX_COVERS && <div><PlusOutlined /><div style={{ marginTop: 8 }}>{uploading ? '上传中…' : '上传'}</div></div>}
    </Upload>
  );
}

/** A date picker whose value is the wire's 'YYYY-MM-DD' text (or null). */
export function DateText({ value, onChange, disabled, id }: { value?: string | null; onChange?: (v: string | null) => void; disabled?: boolean; id?: string }) {
  return <DatePicker id={id} style={{ width: '100%' }} disabled={disabled} value={value ? dayjs(value) : null} onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : null)} />;
}
