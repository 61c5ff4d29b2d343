import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Submissions_Resendsleftone2Inputs */

const en_submissions_resendsleftone2 = /** @type {(inputs: Submissions_Resendsleftone2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can resend it ${i?.count} more time.`)
};

/**
* | output |
* | --- |
* | "You can resend it {count} more time." |
*
* @param {Submissions_Resendsleftone2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_resendsleftone2 = /** @type {((inputs: Submissions_Resendsleftone2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resendsleftone2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_resendsleftone2(inputs)
});
export { submissions_resendsleftone2 as "submissions.resendsLeftOne" }