import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Submissions_Resendsleftone2Inputs */

const en_submissions_resendsleftone2 = /** @type {(inputs: Submissions_Resendsleftone2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can resend it ${i?.count} more time.`)
};

const fil_submissions_resendsleftone2 = /** @type {(inputs: Submissions_Resendsleftone2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puwede mo pa itong i-resend nang ${i?.count} beses.`)
};

/**
* | output |
* | --- |
* | "You can resend it {count} more time." |
*
* @param {Submissions_Resendsleftone2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_resendsleftone2 = /** @type {((inputs: Submissions_Resendsleftone2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resendsleftone2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_resendsleftone2(inputs)
	return en_submissions_resendsleftone2(inputs)
});
export { submissions_resendsleftone2 as "submissions.resendsLeftOne" }