import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Truckname1Inputs */

const en_submissions_truckname1 = /** @type {(inputs: Submissions_Truckname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Truck`)
};

const fil_submissions_truckname1 = /** @type {(inputs: Submissions_Truckname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Truck`)
};

/**
* | output |
* | --- |
* | "Truck" |
*
* @param {Submissions_Truckname1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_truckname1 = /** @type {((inputs?: Submissions_Truckname1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Truckname1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_truckname1(inputs)
	return en_submissions_truckname1(inputs)
});
export { submissions_truckname1 as "submissions.truckName" }