import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kiosknextvisitor2Inputs */

const en_events_kiosknextvisitor2 = /** @type {(inputs: Events_Kiosknextvisitor2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next visitor`)
};

const fil_events_kiosknextvisitor2 = /** @type {(inputs: Events_Kiosknextvisitor2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Susunod na bisita`)
};

/**
* | output |
* | --- |
* | "Next visitor" |
*
* @param {Events_Kiosknextvisitor2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_kiosknextvisitor2 = /** @type {((inputs?: Events_Kiosknextvisitor2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kiosknextvisitor2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_kiosknextvisitor2(inputs)
	return en_events_kiosknextvisitor2(inputs)
});
export { events_kiosknextvisitor2 as "events.kioskNextVisitor" }