import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notstaff1Inputs */

const en_submissions_notstaff1 = /** @type {(inputs: Submissions_Notstaff1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account does not have staff access.`)
};

const fil_submissions_notstaff1 = /** @type {(inputs: Submissions_Notstaff1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang staff access ang account na ito.`)
};

/**
* | output |
* | --- |
* | "This account does not have staff access." |
*
* @param {Submissions_Notstaff1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_notstaff1 = /** @type {((inputs?: Submissions_Notstaff1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notstaff1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_notstaff1(inputs)
	return en_submissions_notstaff1(inputs)
});
export { submissions_notstaff1 as "submissions.notStaff" }