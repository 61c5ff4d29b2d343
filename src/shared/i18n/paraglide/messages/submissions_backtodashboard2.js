import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Backtodashboard2Inputs */

const en_submissions_backtodashboard2 = /** @type {(inputs: Submissions_Backtodashboard2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Dashboard`)
};

const fil_submissions_backtodashboard2 = /** @type {(inputs: Submissions_Backtodashboard2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bumalik sa Dashboard`)
};

/**
* | output |
* | --- |
* | "Back to Dashboard" |
*
* @param {Submissions_Backtodashboard2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_backtodashboard2 = /** @type {((inputs?: Submissions_Backtodashboard2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Backtodashboard2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_backtodashboard2(inputs)
	return en_submissions_backtodashboard2(inputs)
});
export { submissions_backtodashboard2 as "submissions.backToDashboard" }