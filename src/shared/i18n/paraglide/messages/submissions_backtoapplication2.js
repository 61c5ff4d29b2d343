import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Submissions_Backtoapplication2Inputs */

const en_submissions_backtoapplication2 = /** @type {(inputs: Submissions_Backtoapplication2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Back to ${i?.trackingNumber}`)
};

const fil_submissions_backtoapplication2 = /** @type {(inputs: Submissions_Backtoapplication2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bumalik sa ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "Back to {trackingNumber}" |
*
* @param {Submissions_Backtoapplication2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_backtoapplication2 = /** @type {((inputs: Submissions_Backtoapplication2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Backtoapplication2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_backtoapplication2(inputs)
	return en_submissions_backtoapplication2(inputs)
});
export { submissions_backtoapplication2 as "submissions.backToApplication" }