import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notstaff1Inputs */

const en_submissions_notstaff1 = /** @type {(inputs: Submissions_Notstaff1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account does not have staff access.`)
};

/**
* | output |
* | --- |
* | "This account does not have staff access." |
*
* @param {Submissions_Notstaff1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_notstaff1 = /** @type {((inputs?: Submissions_Notstaff1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notstaff1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_notstaff1(inputs)
});
export { submissions_notstaff1 as "submissions.notStaff" }