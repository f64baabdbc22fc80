// Employee rows as GET /api/employees returns them, for the employee machines' models and tests.
import type { EmployeeRow } from '../../api/schemas/employees';

export const sampleEmployee: EmployeeRow = {
  id: 12, fullName: 'Sara Al-Ahmad', userName: 'sara', email: 'sara@souq.example', phone: '55551234', image: null,
  createdAt: '2026-01-10T08:00:00.000Z', lastEntry: '2026-03-01T09:30:00.000Z', deletedAt: null,
  sales: 4, tradeIn: 2, productsCount: 9, communications: 17, avgResponseTimeSeconds: 5_400, responseRate: 80, roles: ['employee'], isSelf: false,
};
export const deletedEmployee: EmployeeRow = { ...sampleEmployee, id: 13, fullName: 'Omar Al-Sabah', userName: 'omar', deletedAt: '2026-03-02T10:00:00.000Z' };
export const selfRow: EmployeeRow = { ...sampleEmployee, id: 1, fullName: 'Demo Company', userName: 'demo', roles: ['company'], isSelf: true };
