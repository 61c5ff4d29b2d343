import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Staffloginsuccess2Inputs */

const en_submissions_staffloginsuccess2 = /** @type {(inputs: Submissions_Staffloginsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login successful`)
};

const fil_submissions_staffloginsuccess2 = /** @type {(inputs: Submissions_Staffloginsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naka-login na`)
};

/**
* | output |
* | --- |
* | "Login successful" |
*
* @param {Submissions_Staffloginsuccess2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_staffloginsuccess2 = /** @type {((inputs?: Submissions_Staffloginsuccess2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Staffloginsuccess2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_staffloginsuccess2(inputs)
	return en_submissions_staffloginsuccess2(inputs)
});
export { submissions_staffloginsuccess2 as "submissions.staffLoginSuccess" }