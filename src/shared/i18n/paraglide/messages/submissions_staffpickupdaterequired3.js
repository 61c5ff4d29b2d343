import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Staffpickupdaterequired3Inputs */

const en_submissions_staffpickupdaterequired3 = /** @type {(inputs: Submissions_Staffpickupdaterequired3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a pickup date`)
};

const fil_submissions_staffpickupdaterequired3 = /** @type {(inputs: Submissions_Staffpickupdaterequired3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng petsa ng pickup`)
};

/**
* | output |
* | --- |
* | "Please choose a pickup date" |
*
* @param {Submissions_Staffpickupdaterequired3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_staffpickupdaterequired3 = /** @type {((inputs?: Submissions_Staffpickupdaterequired3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Staffpickupdaterequired3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_staffpickupdaterequired3(inputs)
	return en_submissions_staffpickupdaterequired3(inputs)
});
export { submissions_staffpickupdaterequired3 as "submissions.staffPickupDateRequired" }