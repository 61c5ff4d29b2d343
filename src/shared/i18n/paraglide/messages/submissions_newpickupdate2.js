import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Newpickupdate2Inputs */

const en_submissions_newpickupdate2 = /** @type {(inputs: Submissions_Newpickupdate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New pickup date`)
};

const fil_submissions_newpickupdate2 = /** @type {(inputs: Submissions_Newpickupdate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bagong petsa ng pickup`)
};

/**
* | output |
* | --- |
* | "New pickup date" |
*
* @param {Submissions_Newpickupdate2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_newpickupdate2 = /** @type {((inputs?: Submissions_Newpickupdate2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Newpickupdate2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_newpickupdate2(inputs)
	return en_submissions_newpickupdate2(inputs)
});
export { submissions_newpickupdate2 as "submissions.newPickupDate" }