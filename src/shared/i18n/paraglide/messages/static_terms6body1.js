import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms6body1Inputs */

const en_static_terms6body1 = /** @type {(inputs: Static_Terms6body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once picked up, items become Ligpit’s responsibility to donate, recycle or dispose of, and cannot be returned. Please remove personal data and valuables from devices, bags and drawers before the pickup.`)
};

const fil_static_terms6body1 = /** @type {(inputs: Static_Terms6body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kapag nakuha na, responsibilidad na ng Ligpit na i-donate, i-recycle o itapon ang mga gamit, at hindi na maibabalik ang mga ito. Pakitanggal ang personal data at mahahalagang bagay sa mga device, bag at drawer bago ang pickup.`)
};

/**
* | output |
* | --- |
* | "Once picked up, items become Ligpit’s responsibility to donate, recycle or dispose of, and cannot be returned. Please remove personal data and valuables from..." |
*
* @param {Static_Terms6body1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_terms6body1 = /** @type {((inputs?: Static_Terms6body1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms6body1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_terms6body1(inputs)
	return en_static_terms6body1(inputs)
});
export { static_terms6body1 as "static.terms6Body" }