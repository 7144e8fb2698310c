import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];
export type EncryptionKey = Schemas['EncryptionKey'];
export type KeyCreate = Schemas['EncryptionKeyCreate'];

export interface KeyDraft {
  name: string;
  aliasArn: string;
  region: string;
}

export type KeyField = 'name' | 'aliasArn' | 'region';

const ARN = /^arn:aws[a-z-]*:kms:([a-z0-9-]+):[0-9]{12}:alias\/[A-Za-z0-9/_-]+$/;

export const keyDraftOf = (): KeyDraft => ({ name: '', aliasArn: '', region: '' });

export function validateKey(draft: KeyDraft): Partial<Record<KeyField, string>> {
  const problems: Partial<Record<KeyField, string>> = {};
  if (!draft.name.trim()) problems.name = 'Name the key, as people will recognise it.';
  else if (draft.name.length > 255) problems.name = 'At most 255 characters.';
  if (!ARN.test(draft.aliasArn.trim()))
    problems.aliasArn = 'A KMS alias ARN, such as arn:aws:kms:eu-west-1:123456789012:alias/logs.';
  if (draft.region.trim() && !/^[a-z]{2}(-[a-z]+)+-[0-9]$/.test(draft.region.trim()))
    problems.region = 'An AWS region, such as eu-west-1; empty takes the ARN’s.';
  return problems;
}

export const keyWriteOf = (draft: KeyDraft): KeyCreate => ({
  name: draft.name.trim(),
  provider: 'AWS_KMS',
  aws_kms: {
    alias_arn: draft.aliasArn.trim(),
    ...(draft.region.trim() ? { region: draft.region.trim() } : {}),
  },
});

/** What a key's status means, in words; one the console does not know is shown as its text. */
export const KEY_STATUS_WORDS: Record<string, string> = {
  CREATED: 'Added, not used yet',
  ACTIVE: 'Active: encrypts new data',
  DISABLED: 'Disabled: reads only the data it encrypted',
  KEY_STATUS_UNSPECIFIED: 'Status not given',
};

/** The one active key (or none) and the key that would take its place in a rotation. */
export const activeKeyOf = (keys: EncryptionKey[]) => keys.find((k) => k.status === 'ACTIVE');
