/**
 * Staff permissions over delivery orders (`biz:delivery:*`). A seeker's own applications, a publisher's orders on their
 * own jobs and a resume auditor's orders on the jobs they audit need no permission string: the api checks who they
 * are to the order (delivery/access).
 */
export const deliveryPermissions = {
  /** List and open every delivery order, with its flow history. */
  query: 'biz:delivery:query',
  /** Deliver a candidate's resume to a job (a recruiter or staff member as the delivery person). */
  add: 'biz:delivery:add',
  /** Take any audit step on any order (besides the job's own resume auditor and publisher). */
  audit: 'biz:delivery:audit',
  /** Upload an order's invoice for the delivery person. */
  invoice: 'biz:delivery:invoice',
  /** Reopen a terminal order into the state it left, with a reason. */
  reopen: 'biz:delivery:reopen',
  export: 'biz:delivery:export',
} as const;
