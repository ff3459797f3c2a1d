import { ProFormDigit } from '@ant-design/pro-components';
import { RESOURCES, type positionRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { positiveIntRule } from '@/platform/form';
import { FormText, FormTextArea } from '@/platform/inputs';

export type PositionRow = Answer<typeof positionRow>;

export function PositionForm({ id, open, onClose }: { id?: number; open: boolean; onClose: () => void }) {
  return (
    <ResourceEditor<PositionRow>
      resource={RESOURCES.position} id={id} mode="drawer" open={open} onClose={onClose} width={520}
      defaults={{ sort: 0 }}
      fields={({ rules }) => (
        <>
          <FormText name="name" label="岗位名称" required rules={rules('name')} max={50} />
          <FormText name="code" label="岗位编码" rules={rules('code')} max={30} stripSpaces />
          <ProFormDigit name="sort" label="排序" rules={[positiveIntRule, ...rules('sort')]} fieldProps={{ precision: 0 }} min={0} max={999999} />
          <FormTextArea name="remark" label="备注" rules={rules('remark')} />
        </>
      )}
    />
  );
}
