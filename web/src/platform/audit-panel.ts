/** What the task-audit page hands to a module's panel for one audit object (modules register panels by audit type). */
export interface AuditPanelProps { objectId: number; link: string | null; title: string }
