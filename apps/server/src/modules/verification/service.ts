import { seoulDayText } from '@site/contracts/clock';
import { MAX_IMAGE_BYTES } from '@site/contracts/api/site-events';
import {
  ageOn,
  verificationErrors,
  type AdminVerification,
  type MemberVerification,
  type VerificationSubmit,
} from '@site/contracts/api/verification';
import { MINIMUM_AGE_YEARS } from '@site/contracts/responsible-play';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { IdentityVerificationRow } from '../../db/schema/responsible-play';
import { AppError } from '../../http/app-error';
import { decodeUpload, imageKindOf } from '../images/service';
import { readVerificationBeforeDeposit } from '../settings/repo';
import type { DocumentStore } from './document-store';
import {
  decidePending,
  findQueueRow,
  insertVerification,
  isApproved,
  latestOf,
  listQueue,
  ONE_PENDING,
  type QueueRow,
} from './repo';

export interface VerificationDeps {
  db: Database;
  clock: Clock;
  documents: DocumentStore;
}

/** The image types a document may be: photos and scans. GIF (animation) and SVG (a script carrier) are refused. */
const DOCUMENT_EXTENSIONS = new Set(['jpg', 'png', 'webp']);

/** The member's state as GET /member/verification answers it. */
export async function memberVerification(db: Database, memberId: number): Promise<MemberVerification> {
  const [latest, approved, requiredForDeposit] = await Promise.all([
    latestOf(db, memberId),
    isApproved(db, memberId),
    readVerificationBeforeDeposit(db),
  ]);
  // An approval stands even if a later request (which cannot be made) were refused.
  const shown = approved && latest?.status !== 'approved' ? undefined : latest;
  return {
    status: approved ? 'approved' : (shown?.status ?? 'none'),
    reason: shown?.status === 'refused' ? shown.reason : null,
    legalName: shown?.legalName ?? null,
    documentType: (shown?.documentType as MemberVerification['documentType'] | undefined) ?? null,
    submittedAt: shown?.createdAt.toISOString() ?? null,
    decidedAt: shown?.decidedAt?.toISOString() ?? null,
    requiredForWithdrawal: !approved,
    requiredForDeposit: requiredForDeposit && !approved,
  };
}

/**
 * A member's request: refused, changing nothing, when they are approved already, when one waits, when
 * they are under MINIMUM_AGE_YEARS on the Seoul day it is made, or when the image is not a JPEG, PNG
 * or WebP of at most 2 MB (by its bytes, whatever it is called). The image is written to the private
 * store first and its row after; a row refused at the last moment (a twin request) removes the file.
 */
export async function submitVerification(
  { db, clock, documents }: VerificationDeps,
  memberId: number,
  body: VerificationSubmit,
): Promise<MemberVerification> {
  if (await isApproved(db, memberId)) throw new AppError(409, verificationErrors.alreadyApproved);
  if ((await latestOf(db, memberId))?.status === 'pending') throw new AppError(409, verificationErrors.alreadyPending);
  const now = clock.now();
  if (ageOn(body.birthDate, seoulDayText(now)) < MINIMUM_AGE_YEARS) {
    throw new AppError(400, verificationErrors.underAge);
  }
  const bytes = decodeUpload(body.document, verificationErrors.notImage);
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError(400, verificationErrors.tooLarge);
  const kind = imageKindOf(bytes);
  if (!kind || !DOCUMENT_EXTENSIONS.has(kind.extension)) throw new AppError(400, verificationErrors.notImage);

  const documentKey = await documents.save(bytes, kind.extension);
  try {
    await insertVerification(db, {
      memberId,
      legalName: body.legalName,
      birthDate: body.birthDate,
      documentKey,
      documentType: body.documentType,
      status: 'pending',
      createdAt: now,
    });
  } catch (error) {
    await documents.remove(documentKey);
    if (isUniqueViolation(error, ONE_PENDING)) throw new AppError(409, verificationErrors.alreadyPending);
    throw error;
  }
  return memberVerification(db, memberId);
}

/**
 * The gate of the cashier: a withdrawal (always) or a deposit (when the operator's switch is on) by a
 * member not approved is refused, saying why and where to verify. Read before the money's transaction:
 * an approval is never taken back, so nothing can change the answer between this read and the booking.
 */
export async function assertIdentityVerified(db: Database, memberId: number, kind: 'withdrawal' | 'deposit') {
  if (kind === 'deposit' && !(await readVerificationBeforeDeposit(db))) return;
  if (await isApproved(db, memberId)) return;
  throw new AppError(
    403,
    kind === 'withdrawal'
      ? verificationErrors.withdrawalNeedsVerification
      : verificationErrors.depositNeedsVerification,
  );
}

export function toAdminVerification(row: QueueRow): AdminVerification {
  return {
    id: row.id,
    memberId: row.memberId,
    userId: row.userId,
    nickName: row.nickName,
    legalName: row.legalName,
    birthDate: row.birthDate,
    ageAtSubmission: ageOn(row.birthDate, seoulDayText(row.createdAt)),
    documentType: row.documentType as AdminVerification['documentType'],
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedByUserId: row.decidedByUserId,
  };
}

export async function verificationQueue(db: Database, which: 'pending' | 'decided'): Promise<AdminVerification[]> {
  return (await listQueue(db, which)).map(toAdminVerification);
}

export async function verificationById(db: Database, id: number): Promise<AdminVerification> {
  const row = await findQueueRow(db, id);
  if (!row) throw new AppError(404, verificationErrors.notFound);
  return toAdminVerification(row);
}

/** A request's document image, for staff: 404 when the request or its file is not there. */
export async function documentOf({ db, documents }: Pick<VerificationDeps, 'db' | 'documents'>, id: number) {
  const row = await findQueueRow(db, id);
  if (!row) throw new AppError(404, verificationErrors.notFound);
  const document = await documents.read(row.documentKey);
  if (!document) throw new AppError(404, verificationErrors.documentMissing);
  return document;
}

/** What the audit trail keeps of a request before and after a decision. */
export async function auditView(db: Database, id: number): Promise<Record<string, unknown> | null> {
  const row = await findQueueRow(db, id);
  return row ? { status: row.status, reason: row.reason } : null;
}

/** Approves or refuses a pending request (`db` is the audited transaction); 409 when it was decided already. */
export async function decideVerification(
  db: Database,
  now: Date,
  id: number,
  decidedBy: number,
  decision: { status: 'approved' } | { status: 'refused'; reason: string },
): Promise<AdminVerification> {
  const decided: IdentityVerificationRow | undefined = await decidePending(db, id, {
    status: decision.status,
    reason: decision.status === 'refused' ? decision.reason : null,
    decidedBy,
    decidedAt: now,
  });
  if (!decided) {
    if (!(await findQueueRow(db, id))) throw new AppError(404, verificationErrors.notFound);
    throw new AppError(409, verificationErrors.alreadyDecided);
  }
  return verificationById(db, id);
}
