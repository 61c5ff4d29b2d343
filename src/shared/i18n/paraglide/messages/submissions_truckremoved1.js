import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Truckremoved1Inputs */

const en_submissions_truckremoved1 = /** @type {(inputs: Submissions_Truckremoved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickups it had keep their date; pick another truck for them.`)
};

const fil_submissions_truckremoved1 = /** @type {(inputs: Submissions_Truckremoved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mananatili ang petsa ng mga pickup nito; pumili ng ibang truck para sa mga ito.`)
};

/**
* | output |
* | --- |
* | "Pickups it had keep their date; pick another truck for them." |
*
* @param {Submissions_Truckremoved1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_truckremoved1 = /** @type {((inputs?: Submissions_Truckremoved1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Truckremoved1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_truckremoved1(inputs)
	return en_submissions_truckremoved1(inputs)
});
export { submissions_truckremoved1 as "submissions.truckRemoved" }