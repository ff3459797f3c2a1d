import { describe, expect, it } from 'vitest';
import { costsBySupplier, roomsOf } from './sheet-model';

describe('operation confirmation sheet', () => {
  it('sums costs per supplier over kinds (income lines of 其他 subtract)', () => {
    const s = costsBySupplier({
      guide: [{ supplier_id: 1, supplier_name: '导游中心', quantity: 3, unit_price: 50000, total: 150000 }],
      meal: [{ supplier_id: 2, supplier_name: '楼外楼', quantity: 20, unit_price: 6000, total: 120000 }, { supplier_id: 1, supplier_name: '导游中心', quantity: 1, unit_price: 3000, total: 3000 }],
      other: [{ supplier_id: 2, supplier_name: '楼外楼', quantity: 1, unit_price: 20000, total: 20000, consumption: 0 }],
    }, [{ supplier_id: 3, supplier_name: '地接社', lines: [{ fee_type: 9, price: 1000, quantity: 2 }] }]);
    expect(s).toEqual([
      { supplier_id: 1, supplier_name: '导游中心', kinds: ['导游', '餐饮'], lines: 2, total: 153000 },
      { supplier_id: 2, supplier_name: '楼外楼', kinds: ['餐饮', '其他'], lines: 2, total: 100000 },
      { supplier_id: 3, supplier_name: '地接社', kinds: ['地接社'], lines: 1, total: 2000 },
    ]);
  });
  it('lists rooms by number with their occupants', () => {
    const r = roomsOf([
      { client_name: '张三', room_type: 0, client_room_number: '1002' }, { client_name: '李四', room_type: 0, client_room_number: '1002' },
      { client_name: '王五', room_type: 1, client_room_number: '902' }, { client_name: '赵六', room_type: null, client_room_number: '' },
    ]);
    expect(r).toEqual({ rooms: [{ room: '902', room_type: '大床房', names: ['王五'] }, { room: '1002', room_type: '标准间', names: ['张三', '李四'] }], unassigned: 1 });
  });
});
