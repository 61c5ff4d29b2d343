import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Submissions_Resendsleftmany2Inputs */

const en_submissions_resendsleftmany2 = /** @type {(inputs: Submissions_Resendsleftmany2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can resend it ${i?.count} more times.`)
};

const fil_submissions_resendsleftmany2 = /** @type {(inputs: Submissions_Resendsleftmany2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puwede mo pa itong i-resend nang ${i?.count} beses.`)
};

/**
* | output |
* | --- |
* | "You can resend it {count} more times." |
*
* @param {Submissions_Resendsleftmany2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_resendsleftmany2 = /** @type {((inputs: Submissions_Resendsleftmany2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resendsleftmany2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_resendsleftmany2(inputs)
	return en_submissions_resendsleftmany2(inputs)
});
export { submissions_resendsleftmany2 as "submissions.resendsLeftMany" }