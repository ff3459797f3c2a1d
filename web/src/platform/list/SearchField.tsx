/** The control of one search item, chosen by the column's valueType and extras. */
import { DatePicker, Input, InputNumber, Select, TreeSelect } from 'antd';
import type { ReactNode } from 'react';
import { Msg } from '@ta/contract';
import { mapOptions, type ListColumn } from './columns';

const { RangePicker } = DatePicker;
const full = { width: '100%' } as const;

interface FieldProps { value?: unknown; onChange?: (v: unknown) => void }

function fieldPropsOf<T>(c: ListColumn<T>): Record<string, unknown> {
  const fp = c.fieldProps;
  return fp && typeof fp === 'object' ? (fp as Record<string, unknown>) : {};
}

export function searchControl<T>(c: ListColumn<T>): ReactNode {
  if (c.searchRender) return c.searchRender();
  const fp = fieldPropsOf(c);
  const title = typeof c.title === 'string' ? c.title : '';
  const options = c.enumMap ? mapOptions(c.enumMap) : c.searchOptions;
  switch (c.valueType) {
    case 'date': return <DatePicker style={full} {...fp} />;
    case 'dateTime': return <DatePicker showTime style={full} {...fp} />;
    case 'dateRange': return <RangePicker style={full} {...fp} />;
    case 'dateTimeRange': return <RangePicker showTime style={full} {...fp} />;
    case 'digit': return <InputNumber style={full} placeholder={Msg.placeholder} {...fp} />;
    case 'treeSelect': return <TreeSelect style={full} allowClear showSearch treeNodeFilterProp="title" placeholder={`请选择${title}`} {...fp} />;
    default:
      if (options || c.valueType === 'select') {
        return <Select style={full} allowClear showSearch optionFilterProp="label" placeholder={`请选择${title}`} options={options} {...fp} />;
      }
      return <Input allowClear placeholder={Msg.placeholder} {...fp} />;
  }
}

export type { FieldProps };
