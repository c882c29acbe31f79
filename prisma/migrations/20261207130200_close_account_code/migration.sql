-- A password-less (phone) account closes itself with a texted code (decision 110).
ALTER TYPE "PhoneCodePurpose" ADD VALUE 'CLOSE_ACCOUNT';
