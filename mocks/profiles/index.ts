import { lookoutProfile, type Profile, type ProfileName } from './profile';
import { vendorProfile } from './vendor';

export type { Profile, ProfileName };
export const PROFILES: Record<ProfileName, Profile> = { lookout: lookoutProfile, vendor: vendorProfile };

/** MOCK_PROFILE=vendor (or lookout, the default). */
export function parseProfile(value: string | undefined): Profile {
  if (!value) return lookoutProfile;
  const profile = PROFILES[value as ProfileName] as Profile | undefined;
  if (!profile)
    throw new Error(`MOCK_PROFILE must be one of ${Object.keys(PROFILES).join(', ')}; got "${value}"`);
  return profile;
}
