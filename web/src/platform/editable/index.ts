export { EditableRows, type EditableColumn, type EditableRowsProps, type CellInputProps } from './EditableRows';
export { addRow, removeRow, updateCell, firstProblem, newRowKey, type EditableRow, type RowProblem } from './editable-rows';
