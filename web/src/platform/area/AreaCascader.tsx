/**
 * The shared area cascader: the whole area tree (cached 7 days), searchable by Chinese name.
 * `AreaCascader` is a plain control over a path of values; `AreaFields` is a form item that writes the
 * area fields of a record (country_id … county_id and their _name) from the selected path.
 */
import { Cascader, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo, useState } from 'react';
import { areaFieldNames, EMPTY_AREA_FIELDS, fieldsToPath, nodesOfPath, pathOfFields, pathToFields, rootsOf, type AreaFields as AreaFieldValues, type AreaTreeNode } from './area-fields';
import { useAreaTree } from './use-area-tree';

export interface AreaCascaderProps {
  /** Values from a root (国外 -1000 / 中国 -2000) down. */
  value?: number[];
  onChange?: (path: number[], nodes: AreaTreeNode[]) => void;
  /** 1 foreign, 2 domestic, 3 both (default). */
  areaType?: 1 | 2 | 3;
  /** Allow picking a node above the leaves (a province, a country). Default true. */
  changeOnSelect?: boolean;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: React.CSSProperties;
  id?: string;
  /** Leave out nodes (and their children) for which this is false. */
  filter?: (node: AreaTreeNode, depth: number) => boolean;
}

const fieldNames = { label: 'zh_name', value: 'value', children: 'children' } as const;
const SEARCH_LIMIT = 60;

function prune(nodes: AreaTreeNode[], keep: (n: AreaTreeNode, depth: number) => boolean, depth = 0): AreaTreeNode[] {
  return nodes.filter((n) => keep(n, depth)).map((n) => (n.children ? { ...n, children: prune(n.children, keep, depth + 1) } : n))
    .map((n) => (n.children && n.children.length === 0 ? { value: n.value, zh_name: n.zh_name, en_name: n.en_name, country_id: n.country_id } : n));
}

export function AreaCascader({ value, onChange, areaType = 3, changeOnSelect = true, placeholder = '请选择区域', disabled, allowClear = true, style, id, filter }: AreaCascaderProps) {
  const { tree, loading } = useAreaTree();
  const options = useMemo(() => {
    const roots = rootsOf(tree, areaType);
    return filter ? prune(roots, filter) : roots;
  }, [tree, areaType, filter]);
  return (
    <Cascader<AreaTreeNode>
      id={id}
      style={{ width: '100%', ...style }}
      options={options}
      fieldNames={fieldNames}
      value={loading ? undefined : value}
      placeholder={loading ? '区域加载中…' : placeholder}
      loading={loading}
      disabled={disabled}
      allowClear={allowClear}
      changeOnSelect={changeOnSelect}
      showSearch={{
        limit: SEARCH_LIMIT,
        filter: (input, path) => path.some((n) => n.zh_name.includes(input) || (n.en_name ?? '').toLowerCase().includes(input.toLowerCase())),
      }}
      onChange={(v, nodes) => onChange?.((v ?? []).map(Number), (nodes ?? []) as AreaTreeNode[])}
    />
  );
}

/** The path a record's fields show, for an initial cascader value. */
export function usePathOfFields(fields: Partial<AreaFieldValues>): number[] {
  const { tree } = useAreaTree();
  return useMemo(() => pathOfFields(tree, fields), [tree, fields]);
}

export interface AreaFieldsProps {
  label?: string;
  required?: boolean;
  /** Prefix of the field names (`departure_` → departure_country_id …). */
  prefix?: string;
  areaType?: 1 | 2 | 3;
  changeOnSelect?: boolean;
  rules?: Rule[];
  extra?: string;
}

const samePath = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The watched field values (a JSON array in the order of areaFieldNames) as area fields. */
function fieldsOf(watched: string | undefined): Partial<AreaFieldValues> {
  const vals = watched ? (JSON.parse(watched) as (number | string | null)[]) : [];
  return Object.fromEntries(Object.keys(EMPTY_AREA_FIELDS).map((k, i) => [k, vals[i] ?? null])) as Partial<AreaFieldValues>;
}

interface ControlProps { value?: number | null; onChange?: (v: number | null) => void; id?: string; prefix: string; areaType: 1 | 2 | 3; changeOnSelect: boolean }

/** The control of the country_id item; it reads and writes the other nine fields through the form. */
function AreaFieldsControl({ onChange, id, prefix, areaType, changeOnSelect }: ControlProps) {
  const form = Form.useFormInstance();
  const names = areaFieldNames(prefix);
  const watched = Form.useWatch((all: Record<string, unknown>) => JSON.stringify(Object.values(names).map((n) => all?.[n] ?? null)), form);
  const { tree } = useAreaTree();
  const path = useMemo(() => pathOfFields(tree, fieldsOf(watched)), [watched, tree]);
  // The picked path is kept while the fields still say what it said: a pick that stores nothing (the
  // 国外 root on the way to a country) must not snap the cascader back.
  const [picked, setPicked] = useState<{ path: number[]; fieldsPath: number[] } | null>(null);
  const pick = (p: number[], nodes: AreaTreeNode[]) => {
    const f = nodes.length ? pathToFields(nodes) : EMPTY_AREA_FIELDS;
    setPicked({ path: p, fieldsPath: fieldsToPath(f) });
    const { country_id, ...rest } = f;
    form.setFieldsValue(Object.fromEntries(Object.entries(rest).map(([k, v]) => [names[k as keyof AreaFieldValues], v])));
    onChange?.(country_id);
  };
  const derived = tree.length ? nodesOfPath(tree, path).map((n) => n.value) : path;
  const shown = picked && samePath(picked.fieldsPath, fieldsToPath(fieldsOf(watched))) ? picked.path : derived;
  return <AreaCascader id={id} value={shown} onChange={pick} areaType={areaType} changeOnSelect={changeOnSelect} />;
}

/** A form item writing country_id … county_id and their _name from the area cascader. */
export function AreaFields({ label = '区域', required, prefix = '', areaType = 3, changeOnSelect = true, rules = [], extra }: AreaFieldsProps) {
  const names = areaFieldNames(prefix);
  const requiredRule: Rule[] = required ? [{ required: true, message: `请选择${label}` }] : [];
  return (
    <>
      <Form.Item name={names.country_id} label={label} required={required} rules={[...requiredRule, ...rules]} extra={extra}>
        <AreaFieldsControl prefix={prefix} areaType={areaType} changeOnSelect={changeOnSelect} />
      </Form.Item>
      {Object.entries(names).filter(([k]) => k !== 'country_id').map(([k, n]) => <Form.Item key={k} name={n} hidden noStyle />)}
    </>
  );
}
