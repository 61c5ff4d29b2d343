import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliveryunconfirmed1Inputs */

const en_submissions_deliveryunconfirmed1 = /** @type {(inputs: Submissions_Deliveryunconfirmed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unconfirmed`)
};

const fil_submissions_deliveryunconfirmed1 = /** @type {(inputs: Submissions_Deliveryunconfirmed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hindi pa kumpirmado`)
};

/**
* | output |
* | --- |
* | "unconfirmed" |
*
* @param {Submissions_Deliveryunconfirmed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_deliveryunconfirmed1 = /** @type {((inputs?: Submissions_Deliveryunconfirmed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliveryunconfirmed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_deliveryunconfirmed1(inputs)
	return en_submissions_deliveryunconfirmed1(inputs)
});
export { submissions_deliveryunconfirmed1 as "submissions.deliveryUnconfirmed" }