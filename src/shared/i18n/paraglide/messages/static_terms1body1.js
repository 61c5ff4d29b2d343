import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms1body1Inputs */

const en_static_terms1body1 = /** @type {(inputs: Static_Terms1body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit collects household items you no longer want from your home. Our team reviews the photos you send, schedules a pickup, and then donates, recycles or responsibly disposes of each item.`)
};

const fil_static_terms1body1 = /** @type {(inputs: Static_Terms1body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kinukuha ng Ligpit sa bahay mo ang mga gamit na ayaw mo na. Sinusuri ng team namin ang mga litratong ipinapadala mo, nagse-schedule ng pickup, at saka dino-donate, nire-recycle o itinatapon nang maayos ang bawat gamit.`)
};

/**
* | output |
* | --- |
* | "Ligpit collects household items you no longer want from your home. Our team reviews the photos you send, schedules a pickup, and then donates, recycles or re..." |
*
* @param {Static_Terms1body1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_terms1body1 = /** @type {((inputs?: Static_Terms1body1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms1body1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_terms1body1(inputs)
	return en_static_terms1body1(inputs)
});
export { static_terms1body1 as "static.terms1Body" }