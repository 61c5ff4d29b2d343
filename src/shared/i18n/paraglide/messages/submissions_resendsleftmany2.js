import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Submissions_Resendsleftmany2Inputs */

const en_submissions_resendsleftmany2 = /** @type {(inputs: Submissions_Resendsleftmany2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can resend it ${i?.count} more times.`)
};

/**
* | output |
* | --- |
* | "You can resend it {count} more times." |
*
* @param {Submissions_Resendsleftmany2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_resendsleftmany2 = /** @type {((inputs: Submissions_Resendsleftmany2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resendsleftmany2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_resendsleftmany2(inputs)
});
export { submissions_resendsleftmany2 as "submissions.resendsLeftMany" }