import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Disposedof1Inputs */

const en_outcomes_disposedof1 = /** @type {(inputs: Outcomes_Disposedof1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disposed of`)
};

const fil_outcomes_disposedof1 = /** @type {(inputs: Outcomes_Disposedof1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinapon nang maayos`)
};

/**
* | output |
* | --- |
* | "Disposed of" |
*
* @param {Outcomes_Disposedof1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_disposedof1 = /** @type {((inputs?: Outcomes_Disposedof1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Disposedof1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_disposedof1(inputs)
	return en_outcomes_disposedof1(inputs)
});
export { outcomes_disposedof1 as "outcomes.disposedOf" }