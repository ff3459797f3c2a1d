/**
 * Tables of the approval engine: one flow per audited object type, and per submission a run (instance)
 * with its approver tasks and the actions that make up the object's timeline.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ApprovalLevel, ApprovalModeCode, ApproverTypeCode } from '@ta/contract';
import { ts } from '../../db/columns';


/** The approval flow of one audit type: ordered levels, optionally drawn as BPMN (then levels are derived from it). */
export const approvalFlows = pgTable('approval_flows', {
  id: serial('id').primaryKey(),
  type: varchar('type', { length: 50 }).notNull(),
  levels: jsonb('levels').$type<ApprovalLevel[]>().notNull().default([]),
  bpmn_xml: text('bpmn_xml'),
  copy_user_ids: jsonb('copy_user_ids').$type<number[]>().notNull().default([]),
  remark: text('remark'),
  created_by: integer('created_by'),
  updated_by: integer('updated_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
}, (t) => [uniqueIndex('approval_flows_type').on(t.type)]);

/** A level of a run as resolved at submit: its approvers are a snapshot. */
export interface InstanceLevel {
  level_no: number;
  name: string;
  mode: ApprovalModeCode;
  approver_type: ApproverTypeCode;
  approver_ids: number[];
  min_amount: number | null;
  node_id?: string;
  user_ids: number[];
  user_names: string[];
}

/** One submission of an object for audit. At most one pending run per object. */
export const auditInstances = pgTable('audit_instances', {
  id: serial('id').primaryKey(),
  type: varchar('type', { length: 50 }).notNull(),
  object_id: integer('object_id').notNull(),
  /** 1, 2, … per object: resubmissions after a rejection or withdrawal. */
  seq: integer('seq').notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  amount: bigint('amount', { mode: 'number' }),
  link: varchar('link', { length: 300 }),
  fields: jsonb('fields').$type<{ label: string; value: string }[]>().notNull().default([]),
  /** AuditInstanceStatus: 0 pending, 1 passed, 2 rejected, 3 withdrawn. */
  status: smallint('status').notNull().default(0),
  current_level: integer('current_level').notNull().default(1),
  levels: jsonb('levels').$type<InstanceLevel[]>().notNull(),
  copy_user_ids: jsonb('copy_user_ids').$type<number[]>().notNull().default([]),
  flow_id: integer('flow_id'),
  flow_version: integer('flow_version'),
  submitter_id: integer('submitter_id').notNull(),
  /** The submitter's department (role relation in use): the data boundary and the department-head approver. */
  dept_id: integer('dept_id'),
  submitted_at: ts('submitted_at').notNull().defaultNow(),
  finished_at: ts('finished_at'),
  updated_at: ts('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
}, (t) => [
  uniqueIndex('audit_instances_one_pending').on(t.type, t.object_id).where(sql`status = 0`),
  index('audit_instances_object').on(t.type, t.object_id, t.seq),
  index('audit_instances_type_status').on(t.type, t.status, t.submitted_at),
]);

/** One approver's task on one level of a run. Its version guards concurrent decisions. */
export const auditTasks = pgTable('audit_tasks', {
  id: serial('id').primaryKey(),
  instance_id: integer('instance_id').notNull(),
  type: varchar('type', { length: 50 }).notNull(),
  level_no: integer('level_no').notNull(),
  user_id: integer('user_id').notNull(),
  /** AuditTaskStatus: 0 pending, 1 passed, 2 rejected, 3 withdrawn, 4 closed without decision. */
  status: smallint('status').notNull().default(0),
  comment: text('comment'),
  created_at: ts('created_at').notNull().defaultNow(),
  decided_at: ts('decided_at'),
  version: integer('version').notNull().default(1),
}, (t) => [
  index('audit_tasks_user').on(t.user_id, t.type, t.status),
  index('audit_tasks_instance').on(t.instance_id, t.level_no),
]);

/** Every action on a run (submit, pass, reject, withdraw): who, when, which level, comment. */
export const auditActions = pgTable('audit_actions', {
  id: serial('id').primaryKey(),
  instance_id: integer('instance_id').notNull(),
  type: varchar('type', { length: 50 }).notNull(),
  object_id: integer('object_id').notNull(),
  level_no: integer('level_no'),
  action: varchar('action', { length: 20 }).notNull(),
  user_id: integer('user_id').notNull(),
  user_name: varchar('user_name', { length: 50 }).notNull(),
  comment: text('comment'),
  at: ts('at').notNull().defaultNow(),
}, (t) => [index('audit_actions_object').on(t.type, t.object_id, t.id)]);
