import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Queueempty1Inputs */

const en_events_queueempty1 = /** @type {(inputs: Events_Queueempty1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is waiting. Every request from this device has been sent.`)
};

const fil_events_queueempty1 = /** @type {(inputs: Events_Queueempty1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang naghihintay. Naipadala na ang lahat ng request mula sa device na ito.`)
};

/**
* | output |
* | --- |
* | "Nothing is waiting. Every request from this device has been sent." |
*
* @param {Events_Queueempty1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_queueempty1 = /** @type {((inputs?: Events_Queueempty1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queueempty1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_queueempty1(inputs)
	return en_events_queueempty1(inputs)
});
export { events_queueempty1 as "events.queueEmpty" }