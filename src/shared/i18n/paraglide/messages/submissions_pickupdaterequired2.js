import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupdaterequired2Inputs */

const en_submissions_pickupdaterequired2 = /** @type {(inputs: Submissions_Pickupdaterequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a pickup date`)
};

const fil_submissions_pickupdaterequired2 = /** @type {(inputs: Submissions_Pickupdaterequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng petsa ng pickup`)
};

/**
* | output |
* | --- |
* | "Please select a pickup date" |
*
* @param {Submissions_Pickupdaterequired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupdaterequired2 = /** @type {((inputs?: Submissions_Pickupdaterequired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupdaterequired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupdaterequired2(inputs)
	return en_submissions_pickupdaterequired2(inputs)
});
export { submissions_pickupdaterequired2 as "submissions.pickupDateRequired" }