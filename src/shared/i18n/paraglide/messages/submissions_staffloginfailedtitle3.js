import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Staffloginfailedtitle3Inputs */

const en_submissions_staffloginfailedtitle3 = /** @type {(inputs: Submissions_Staffloginfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login failed`)
};

const fil_submissions_staffloginfailedtitle3 = /** @type {(inputs: Submissions_Staffloginfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi naka-login`)
};

/**
* | output |
* | --- |
* | "Login failed" |
*
* @param {Submissions_Staffloginfailedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_staffloginfailedtitle3 = /** @type {((inputs?: Submissions_Staffloginfailedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Staffloginfailedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_staffloginfailedtitle3(inputs)
	return en_submissions_staffloginfailedtitle3(inputs)
});
export { submissions_staffloginfailedtitle3 as "submissions.staffLoginFailedTitle" }