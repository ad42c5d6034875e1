import type { StaffRole } from '../../../../domain/schemas/staff.ts';

export const ROLE_LABELS: Record<StaffRole, string> = { staff: 'Staff', manager: 'Manager' };
